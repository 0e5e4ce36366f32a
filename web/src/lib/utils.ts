import { clsx, type ClassValue } from "clsx";
import { type ComponentProps, createElement, type ElementType } from "react";

/**
 * Joins class names. Unlike shadcn's cn() it does not run tailwind-merge: that library costs
 * about 8.5 KB gzipped of the home page's 120 KB JavaScript budget (docs/performance.md).
 * So a caller's className must add to a component's classes, not fight them: when a
 * component needs another size or colour, give it a cva variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * A styled part of the UI kit: `Component` (a tag or a component) with `classes` before the
 * caller's className and `attributes` (a data-slot, say) that the caller's props may override.
 */
export function classed<C extends ElementType>(
  Component: C,
  classes: string,
  attributes?: Record<`data-${string}`, string>,
) {
  return function Classed({ className, ...props }: ComponentProps<C> & { className?: string }) {
    return createElement(Component, { ...attributes, className: cn(classes, className), ...props });
  };
}
