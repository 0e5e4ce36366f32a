export { CoursePage, type RenderCoursePayment } from "./components/course-page";
export { ManageCoursesPage, type CoursesFrame } from "./components/manage-courses-page";
export { MyCourses } from "./components/my-courses";
export { ProviderCourses } from "./components/provider-courses";
