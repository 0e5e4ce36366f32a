export { DownloadPage } from "./components/download-page";
