// The push feature's light public face: the app worker every page registers. index.ts carries
// the subscription code and the push switch, which load with members' pages only (as signup's
// embed.ts, decision 019i).
export { useAppWorker } from './use-app-worker';
