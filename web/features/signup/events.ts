/** Dispatched on window when the signup flow reaches its last step (pages that embed it react). */
export const SIGNUP_FLOW_COMPLETE_EVENT = 'amorio:signup-flow-complete';
