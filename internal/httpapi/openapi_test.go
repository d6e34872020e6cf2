package httpapi

import (
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"

	"claimsite/internal/access"
	"claimsite/internal/config"
)

// openAPIDoc is the part of the document the route-table test reads.
type openAPIDoc struct {
	OpenAPI string                                `json:"openapi"`
	Paths   map[string]map[string]json.RawMessage `json:"paths"`
}

type openAPIOperation struct {
	OperationID string                     `json:"operationId"`
	Parameters  []openAPIParameter         `json:"parameters"`
	Security    *[]map[string][]string     `json:"security"`
	Responses   map[string]json.RawMessage `json:"responses"`
	RequestBody json.RawMessage            `json:"requestBody"`
}

type openAPIParameter struct {
	Ref      string `json:"$ref"`
	Name     string `json:"name"`
	In       string `json:"in"`
	Required bool   `json:"required"`
}

// openAPIOutsideTable are the operations of the document that Handler mounts
// beside the route table (they are not under /api). /storage/{path...} is
// not one: a file server, whose paths hold slashes no OpenAPI path
// parameter may.
var openAPIOutsideTable = []string{"GET /healthz", "GET /readyz", "GET /sitemap.xml", "GET /robots.txt"}

var httpMethods = []string{"get", "put", "post", "delete", "patch", "head", "options", "trace"}

func parseOpenAPI(t *testing.T) (openAPIDoc, map[string]json.RawMessage) {
	t.Helper()
	var doc openAPIDoc
	if err := json.Unmarshal(openAPIDocument, &doc); err != nil {
		t.Fatalf("openapi.json: %v", err)
	}
	var whole struct {
		Components struct {
			Parameters map[string]json.RawMessage `json:"parameters"`
		} `json:"components"`
	}
	json.Unmarshal(openAPIDocument, &whole)
	return doc, whole.Components.Parameters
}

// openAPIOperations lists the document's operations as "METHOD /path".
func openAPIOperations(t *testing.T) []string {
	t.Helper()
	doc, _ := parseOpenAPI(t)
	var ops []string
	for path, item := range doc.Paths {
		for m := range item {
			if slices.Contains(httpMethods, m) {
				ops = append(ops, strings.ToUpper(m)+" "+path)
			}
		}
	}
	sort.Strings(ops)
	return ops
}

// resolveParameter follows a "#/components/parameters/..." reference.
func resolveParameter(t *testing.T, p openAPIParameter, shared map[string]json.RawMessage) openAPIParameter {
	t.Helper()
	if p.Ref == "" {
		return p
	}
	raw, ok := shared[strings.TrimPrefix(p.Ref, "#/components/parameters/")]
	if !ok {
		t.Fatalf("parameter %s does not resolve", p.Ref)
	}
	var out openAPIParameter
	json.Unmarshal(raw, &out)
	return out
}

var pathParam = regexp.MustCompile(`\{([a-z_]+)\}`)

// TestOpenAPIMatchesRouteTable: the document describes exactly the route
// table (and the few paths beside it), with every path parameter declared
// and the security each route's access level demands.
func TestOpenAPIMatchesRouteTable(t *testing.T) {
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := &Server{cfg: cfg}
	doc, shared := parseOpenAPI(t)
	if doc.OpenAPI != "3.1.0" && doc.OpenAPI != "3.1.1" {
		t.Errorf("openapi: got %q, want 3.1.x", doc.OpenAPI)
	}
	inTable := map[string]access.Permission{}
	for _, rt := range srv.routes() {
		inTable[rt.method+" "+rt.pattern] = rt.access
	}
	ids := map[string]string{}
	for _, op := range openAPIOperations(t) {
		method, path, _ := strings.Cut(op, " ")
		level, ok := inTable[op]
		if !ok && !slices.Contains(openAPIOutsideTable, op) {
			t.Errorf("%s: in the document but not in the route table", op)
			continue
		}
		delete(inTable, op)
		var o openAPIOperation
		if err := json.Unmarshal(doc.Paths[path][strings.ToLower(method)], &o); err != nil {
			t.Fatalf("%s: %v", op, err)
		}
		if o.OperationID == "" {
			t.Errorf("%s: no operationId", op)
		} else if other, dup := ids[o.OperationID]; dup {
			t.Errorf("%s: operationId %q also used by %s", op, o.OperationID, other)
		}
		ids[o.OperationID] = op

		// Path parameters: each one of the template declared, required,
		// and none declared that the template lacks.
		var params []openAPIParameter
		var itemParams struct {
			Parameters []openAPIParameter `json:"parameters"`
		}
		itemRaw, _ := json.Marshal(doc.Paths[path])
		json.Unmarshal(itemRaw, &itemParams)
		for _, p := range append(itemParams.Parameters, o.Parameters...) {
			params = append(params, resolveParameter(t, p, shared))
		}
		want := map[string]bool{}
		for _, m := range pathParam.FindAllStringSubmatch(path, -1) {
			want[m[1]] = true
		}
		for _, p := range params {
			if p.In != "path" {
				continue
			}
			if !want[p.Name] {
				t.Errorf("%s: path parameter %q is not in the path", op, p.Name)
			}
			if !p.Required {
				t.Errorf("%s: path parameter %q must be required", op, p.Name)
			}
			delete(want, p.Name)
		}
		for name := range want {
			t.Errorf("%s: path parameter %q not declared", op, name)
		}

		// Security follows the access level.
		if !ok {
			level = access.Public
		}
		var schemes []string
		var roles []string
		if o.Security != nil {
			for _, req := range *o.Security {
				for name, scopes := range req {
					schemes = append(schemes, name)
					roles = append(roles, scopes...)
				}
			}
		}
		switch level {
		case access.Public:
			// A bearer token only as an alternative to a scheme of the
			// route's own (a partner's outcome: its signature, or a
			// signed-in member of the firm).
			if slices.Contains(schemes, "bearerAuth") && len(*o.Security) < 2 {
				t.Errorf("%s: public route documented with a bearer token", op)
			}
		case access.SignedIn:
			if !slices.Equal(schemes, []string{"bearerAuth"}) || len(roles) != 0 {
				t.Errorf("%s: signed-in route: security %v %v, want bearerAuth without a role", op, schemes, roles)
			}
			if _, ok := o.Responses["401"]; !ok {
				t.Errorf("%s: signed-in route without a 401 answer", op)
			}
		default:
			// The roles that hold the route's permission, as OpenAPI's
			// scopes of a bearer scheme name them.
			var want []string
			for _, r := range access.RolesWith(level) {
				want = append(want, string(r))
			}
			if !slices.Equal(schemes, []string{"bearerAuth"}) || !slices.Equal(roles, want) {
				t.Errorf("%s: %s route: security %v %v, want bearerAuth with roles %v", op, level, schemes, roles, want)
			}
			for _, code := range []string{"401", "403"} {
				if _, ok := o.Responses[code]; !ok {
					t.Errorf("%s: %s route without a %s answer", op, level, code)
				}
			}
		}
		if len(pathParam.FindAllString(path, -1)) > 0 {
			if _, ok := o.Responses["404"]; !ok {
				t.Errorf("%s: a path with a parameter but no 404 answer", op)
			}
		}
		if o.RequestBody != nil {
			for _, code := range []string{"400", "413"} {
				if _, ok := o.Responses[code]; !ok {
					t.Errorf("%s: takes a body but has no %s answer", op, code)
				}
			}
		}
	}
	for op := range inTable {
		t.Errorf("%s: in the route table but not in the document", op)
	}
	checkOpenAPILinks(t, doc, ids)
}

// checkOpenAPILinks: every link (what Schemathesis's stateful phase
// follows from a create to its read, update and delete) names an operation
// of the document and only its path parameters.
func checkOpenAPILinks(t *testing.T, doc openAPIDoc, ids map[string]string) {
	t.Helper()
	links := 0
	for path, item := range doc.Paths {
		for m, raw := range item {
			var o struct {
				Responses map[string]struct {
					Links map[string]struct {
						OperationID string            `json:"operationId"`
						Parameters  map[string]string `json:"parameters"`
					} `json:"links"`
				} `json:"responses"`
			}
			if json.Unmarshal(raw, &o) != nil {
				continue
			}
			for code, r := range o.Responses {
				for name, l := range r.Links {
					links++
					target, ok := ids[l.OperationID]
					if !ok {
						t.Errorf("%s %s %s: link %s names no operation (%q)", m, path, code, name, l.OperationID)
						continue
					}
					_, targetPath, _ := strings.Cut(target, " ")
					for p, expr := range l.Parameters {
						if !strings.Contains(targetPath, "{"+p+"}") {
							t.Errorf("%s %s %s: link %s sets %q, not a path parameter of %s", m, path, code, name, p, target)
						}
						if !strings.HasPrefix(expr, "$response.body#/") {
							t.Errorf("%s %s %s: link %s: %q is not taken from the answer", m, path, code, name, expr)
						}
					}
				}
			}
		}
	}
	// Create, then read, update and delete: services, state laws,
	// questions, posts, partners; suppressions and revocations.
	if links < 20 {
		t.Errorf("%d links, want the create/read/update/delete chains (at least 20)", links)
	}
}

// TestOpenAPIDocumentIsValid checks the document against the OpenAPI 3.1
// schema and that every reference in it resolves.
func TestOpenAPIDocumentIsValid(t *testing.T) {
	doc, err := libopenapi.NewDocument(openAPIDocument)
	if err != nil {
		t.Fatal(err)
	}
	model, err := doc.BuildV3Model()
	if err != nil {
		t.Fatalf("build model (references): %v", err)
	}
	if model == nil {
		t.Fatal("no model")
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if ok, verrs := v.ValidateDocument(); !ok {
		for _, e := range verrs {
			t.Errorf("%s: %s", e.Message, e.Reason)
			for _, se := range e.SchemaValidationErrors {
				t.Errorf("    %s (%s): %s", se.FieldPath, se.KeywordLocation, se.Reason)
			}
		}
	}
}

// TestOpenAPIServed: GET /api/openapi.json answers the embedded document,
// cacheable, and a client holding it gets 304.
func TestOpenAPIServed(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		r := ts.get("/api/openapi.json", "")
		wantStatus(t, r, http.StatusOK)
		if got := r.Header().Get("Content-Type"); got != "application/json" {
			t.Errorf("Content-Type: got %q", got)
		}
		if got := r.Header().Get("Cache-Control"); !strings.Contains(got, "public") {
			t.Errorf("Cache-Control: got %q, want public", got)
		}
		if r.Body.String() != string(openAPIDocument) {
			t.Error("body is not the embedded document")
		}
		etag := r.Header().Get("ETag")
		r = ts.do(request{method: "GET", path: "/api/openapi.json", header: map[string]string{"If-None-Match": etag}})
		wantStatus(t, r, http.StatusNotModified)
		r = ts.do(request{method: "GET", path: "/api/openapi.json/"})
		wantStatus(t, r, http.StatusOK)
	})
}
