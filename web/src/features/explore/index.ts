export { ExplorePage } from "./components/explore-page";
export { TemplePage } from "./components/temple-page";
