import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Unlike shadcn's cn() it does not run tailwind-merge: that library costs
 * about 8.5 KB gzipped of the home page's 120 KB JavaScript budget (docs/performance.md).
 * So a caller's className must add to a component's classes, not fight them: when a
 * component needs another size or colour, give it a cva variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
