package webui

// PublicPage finds the public page a path (without query) belongs to: the
// route's name and the path in the table's spelling. ok is false for
// account and admin pages and for paths no route matches. The visit
// counter uses it to keep only pages the site has.
func PublicPage(p string) (route, canonical string, ok bool) {
	m, ok := matchPath(p)
	if !ok || !m.route.Public() {
		return "", "", false
	}
	return m.route.Name, m.canonical(""), true
}
