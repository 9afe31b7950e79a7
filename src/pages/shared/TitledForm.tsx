// A form the browser leaves unchecked (the page says each problem at its field), named by its heading, or by a label
// where it has none.
import { useId, type ReactNode } from 'react';

/** Submitting it (the button, Enter in a field) calls `onSubmit`; the page is not left. */
export function TitledForm({
  className,
  title,
  titleClass,
  label,
  onSubmit,
  children,
}: {
  className: string;
  /** The heading the form is named by; without it the form is named by `label`. */
  title?: ReactNode;
  titleClass?: string;
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      noValidate
      className={className}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {title && (
        <h2 id={titleId} className={titleClass}>
          {title}
        </h2>
      )}
      {children}
    </form>
  );
}
