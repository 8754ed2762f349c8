// The signup feature's public face: other features import only from here.
export { SignupModalToggle } from './components/signup-modal-toggle';
