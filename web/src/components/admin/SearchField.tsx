/** The search box of an admin list's filters: labelled "Search", typed text reported as it changes. */
export function SearchField({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  placeholder: string
}) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        Search
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </>
  )
}
