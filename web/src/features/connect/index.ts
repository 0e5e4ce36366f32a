export { ConnectPage } from "./components/connect-page";
export { ProviderPage } from "./components/provider-page";
