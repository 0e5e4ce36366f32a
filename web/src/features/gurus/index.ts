export { GurusPage } from "./components/gurus-page";
