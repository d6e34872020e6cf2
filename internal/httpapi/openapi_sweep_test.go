package httpapi

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
)

// TestOpenAPISweep sends every operation of the document odd input: path
// ids that are not ids, query values of the wrong kind, bodies of the wrong
// type or shape for each field, another content type, and no token or a
// user's token. No answer may be a 5xx, and every answer must be one the
// document lists for the operation, with its content type and schema.
// (Schemathesis does this and more in make verify; this keeps the basics
// in make test, on SQLite and PostgreSQL.)
func TestOpenAPISweep(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	doc, err := libopenapi.NewDocument(openAPIDocument)
	if err != nil {
		t.Fatal(err)
	}
	model, err := doc.BuildV3Model()
	if err != nil {
		t.Fatal(err)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var raw struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(openAPIDocument, &raw); err != nil {
		t.Fatal(err)
	}
	type sweepOp struct {
		path, method string
		query        []string
		bodyType     string
		fields       []string
	}
	var ops []sweepOp
	for path, item := range raw.Paths {
		for m, rawOp := range item {
			var o struct {
				OperationID string `json:"operationId"`
				Parameters  []struct {
					Name string `json:"name"`
					In   string `json:"in"`
				} `json:"parameters"`
				RequestBody struct {
					Content map[string]struct {
						Schema struct {
							Ref        string                     `json:"$ref"`
							Properties map[string]json.RawMessage `json:"properties"`
						} `json:"schema"`
					} `json:"content"`
				} `json:"requestBody"`
			}
			if err := json.Unmarshal(rawOp, &o); err != nil {
				continue // the path item's own "parameters"
			}
			// Both would end the sweep's own session.
			if path == "/api/auth/logout" || o.OperationID == "changePassword" {
				continue
			}
			op := sweepOp{path: path, method: strings.ToUpper(m)}
			for _, p := range o.Parameters {
				if p.In == "query" {
					op.query = append(op.query, p.Name)
				}
			}
			for ct, mt := range o.RequestBody.Content {
				if op.bodyType == "" || ct == "application/json" {
					op.bodyType = ct
					props := mt.Schema.Properties
					if mt.Schema.Ref != "" {
						props = openAPISchemaProperties(t, strings.TrimPrefix(mt.Schema.Ref, "#/components/schemas/"))
					}
					op.fields = nil
					for f := range props {
						op.fields = append(op.fields, f)
					}
					sort.Strings(op.fields)
				}
			}
			ops = append(ops, op)
		}
	}
	// Reads first, deletes last, so the writes find records to work on.
	order := map[string]int{"GET": 0, "POST": 1, "PUT": 1, "PATCH": 1, "DELETE": 2}
	sort.Slice(ops, func(i, j int) bool {
		if order[ops[i].method] != order[ops[j].method] {
			return order[ops[i].method] < order[ops[j].method]
		}
		return ops[i].path+ops[i].method < ops[j].path+ops[j].method
	})

	oddIDs := []string{"1", "abc", "0", "-1", "99999999999999999999", "1.5", "%2F", "%00"}
	oddValues := []string{"", "x", "'", "-1", "0", "99999999999999999999", "2026-02-30", "%00", "%FF", strings.Repeat("a", 3000)}
	wrong := []any{nil, true, 123, -1, 1.5, "", "x", []any{}, map[string]any{}, strings.Repeat("a", 20000), []any{"a"}}
	odd := []string{"", "{}", "[]", "null", `"x"`, `{"a":`, "\xff\xfe", `{"x":1}`}
	param := regexp.MustCompile(`\{[a-z_]+\}`)

	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		user := ts.user("user", "sweep-user@example.com")
		sent := 0
		check := func(method, target, body, contentType, token string) {
			t.Helper()
			header := map[string]string{}
			if contentType != "" {
				header["Content-Type"] = contentType
			}
			var b any
			if body != "" || contentType != "" {
				b = []byte(body)
			}
			r := ts.do(request{method: method, path: target, token: token, body: b, header: header})
			sent++
			if r.Code >= 500 {
				t.Errorf("%s %s (%s %.80q): %d %s", method, target, contentType, body, r.Code, r.Body.String())
				return
			}
			hr := httptest.NewRequest(method, target, bytes.NewReader([]byte(body)))
			item := model.Model.Paths.PathItems.GetOrZero(openAPIPathOf(target, raw.Paths))
			if item == nil {
				t.Errorf("%s %s: no path of the document", method, target)
				return
			}
			u, _ := url.Parse(target)
			if ok, errs := v.GetResponseBodyValidator().ValidateResponseBodyWithPathItem(hr, r.Result(), item, u.Path); !ok {
				for _, e := range errs {
					msg := e.Message + ": " + e.Reason
					for _, se := range e.SchemaValidationErrors {
						msg += "; " + se.FieldPath + ": " + se.Reason
					}
					t.Errorf("%s %s (%s %.80q) -> %d: %s", method, target, contentType, body, r.Code, msg)
				}
			}
		}
		for _, op := range ops {
			targets := []string{op.path}
			if param.MatchString(op.path) {
				targets = nil
				for _, id := range oddIDs {
					targets = append(targets, param.ReplaceAllString(op.path, id))
				}
			}
			for _, target := range targets {
				// Who may call it.
				check(op.method, target, "", "", "")
				check(op.method, target, "", "", user)
				if op.bodyType == "" {
					check(op.method, target, "", "", admin)
					for _, q := range op.query {
						for _, val := range oddValues {
							check(op.method, target+"?"+q+"="+val, "", "", admin)
						}
					}
					continue
				}
				for _, body := range odd {
					check(op.method, target, body, op.bodyType, admin)
				}
				check(op.method, target, "<x/>", "application/xml", admin)
				if op.bodyType != "application/json" {
					continue
				}
				for _, f := range op.fields {
					for _, w := range wrong {
						b, _ := json.Marshal(map[string]any{f: w})
						check(op.method, target, string(b), op.bodyType, admin)
					}
				}
			}
		}
		t.Logf("%d operations, %d requests", len(ops), sent)
	})
}

// openAPISchemaProperties lists the properties of a component schema.
func openAPISchemaProperties(t *testing.T, name string) map[string]json.RawMessage {
	t.Helper()
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]json.RawMessage `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	json.Unmarshal(openAPIDocument, &doc)
	return doc.Components.Schemas[name].Properties
}

// openAPIPathOf is the document's path template for a concrete target.
func openAPIPathOf(target string, paths map[string]map[string]json.RawMessage) string {
	p, _, _ := strings.Cut(target, "?")
	segs := strings.Split(p, "/")
	best, bestLiterals := "", -1
	for tmpl := range paths {
		ts := strings.Split(tmpl, "/")
		if len(ts) != len(segs) {
			continue
		}
		literals := 0
		for i := range ts {
			switch {
			case ts[i] == segs[i]:
				literals++
			case !strings.HasPrefix(ts[i], "{"):
				literals = -1
			}
			if literals < 0 {
				break
			}
		}
		// /api/admin/leads/export is its own path, not the lead "export".
		if literals > bestLiterals {
			best, bestLiterals = tmpl, literals
		}
	}
	return best
}
