/** The provider's photo, or their initials when they have none (or it is not a public image). */
export function ProviderAvatar({
  name,
  photoPath,
  photoAlt,
  size = 64,
}: {
  name: string;
  photoPath: string | null;
  photoAlt: string | null;
  size?: number;
}) {
  if (photoPath?.startsWith("/")) {
    return (
      <img
        src={photoPath}
        alt={photoAlt ?? ""}
        data-user-content
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full bg-muted"
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-foreground"
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
