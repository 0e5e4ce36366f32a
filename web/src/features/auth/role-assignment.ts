// The role picker, for /role-assignment only: apart from signed-in.ts so that the frame every
// signed-in screen loads does not carry it (a chunk holds every export of the files it bundles).
export { RolePicker } from "./components/role-picker";
