export { AboutUs } from "./components/about-us";
export { PrivacyPolicy } from "./components/privacy-policy";
export { TermsOfUse } from "./components/terms-of-use";
