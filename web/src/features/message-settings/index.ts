export { MessageSettingsPage } from "./components/message-settings-page";
