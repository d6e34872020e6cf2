/** Under a variant's name, its part ("Control", "Variant B") unless the name says it already. */
export function RoleNote({ name, role }: { name: string; role: string }) {
  if (name.trim().toLowerCase() === role.toLowerCase()) return null
  return <span className="d-block small text-body-secondary">{role}</span>
}
