/**
 * The learner's avatar: their picture when they have one (and it loads), else their initials on
 * a gradient. Decorative (the name is always written beside it). Used by the header and the
 * settings page's Profile tab.
 */
import { useState } from 'react';

/** Up to two initials of a name ("Trần Minh" → "TM"), "?" for a blank one. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function Avatar({
  user,
  className = 'h-9 w-9 text-sm',
}: {
  user: { name: string; image?: string | null | undefined };
  /** Size and text size classes. */
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (user.image && broken !== user.image) {
    const image = user.image;
    return (
      <img
        src={image}
        alt=""
        onError={() => setBroken(image)}
        className={`rounded-full object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-500 to-indigo-600 font-bold text-white ${className}`}
    >
      {initials(user.name)}
    </span>
  );
}
