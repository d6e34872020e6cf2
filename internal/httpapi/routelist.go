package httpapi

// RouteInfo is one route of the route table as tools outside the server
// see it (claimsite routes, the HTTP sweep of make verify).
type RouteInfo struct {
	Method  string `json:"method"`
	Pattern string `json:"pattern"`
	// Access is what the caller needs: "public" (nothing), "signed_in"
	// (any account) or a permission of package access ("content",
	// "leads"...).
	Access string `json:"access"`
}

// Routes is the whole route table, in its order. It needs no store: the
// handlers are listed, never called.
func Routes() []RouteInfo {
	var out []RouteInfo
	for _, rt := range (&Server{}).routes() {
		out = append(out, RouteInfo{Method: rt.method, Pattern: rt.pattern, Access: string(rt.access)})
	}
	return out
}
