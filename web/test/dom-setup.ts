import { configure } from '@testing-library/dom';

/**
 * Component tests drive hooks and forms against the real server in the same process (a send, a
 * signup with its password hash): on a loaded 2-core CI machine one such round trip can pass
 * Testing Library's default 1 s wait, which made `waitFor` fail runs at random.
 */
configure({ asyncUtilTimeout: 5_000 });
