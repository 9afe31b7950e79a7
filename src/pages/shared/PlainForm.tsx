// A form the browser leaves unchecked: the page says each problem itself, at its field, in the app's words.
import type { ReactNode } from 'react';

/** Submitting it (the button, Enter in a field) calls `onSubmit`; the page is not left. */
export function PlainForm({
  className,
  onSubmit,
  children,
}: {
  className?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
