export { SignInButton } from "./components/sign-in-button";
