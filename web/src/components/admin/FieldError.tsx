/**
 * FieldError: the message under a form field (browser-side check or the
 * server's 422), styled as Bootstrap invalid feedback.
 *
 * Props: id (referenced by the input's aria-describedby), message (nothing
 * renders when empty).
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  )
}
