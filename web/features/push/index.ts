// The push feature's public face: browser subscription and its attachment to the account.
// The subscription state itself is session state (web/lib/session/push-state.ts).
export { refreshPushState } from './push-client';
export { attachSubscription, subscribePush } from './push-subscription';
export { PushSwitch } from './push-switch';
export { type PushDeviceState, usePushDevice } from './use-push-device';
