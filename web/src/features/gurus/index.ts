export { getGurus } from "./api/get-gurus";
export { GurusPage } from "./components/gurus-page";
