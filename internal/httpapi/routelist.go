package httpapi

// RouteInfo is one route of the route table as tools outside the server
// see it (claimsite routes, the HTTP sweep of make verify).
type RouteInfo struct {
	Method  string `json:"method"`
	Pattern string `json:"pattern"`
	// Access is who may call the route: "public", "signed_in" or "admin".
	Access string `json:"access"`
}

// String is the name of an access level in RouteInfo.
func (a access) String() string {
	switch a {
	case public:
		return "public"
	case signedIn:
		return "signed_in"
	case adminOnly:
		return "admin"
	}
	return "unknown"
}

// Routes is the whole route table, in its order. It needs no store: the
// handlers are listed, never called.
func Routes() []RouteInfo {
	var out []RouteInfo
	for _, rt := range (&Server{}).routes() {
		out = append(out, RouteInfo{Method: rt.method, Pattern: rt.pattern, Access: rt.access.String()})
	}
	return out
}
