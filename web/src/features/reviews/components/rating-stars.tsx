/** A rating as stars to see and "4 / 5" to read (the stars are hidden from screen readers). */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="tracking-wide text-primary">
        {"★".repeat(rating)}
        {"☆".repeat(Math.max(0, 5 - rating))}
      </span>
      <span className="font-semibold">{rating} / 5</span>
    </span>
  );
}
