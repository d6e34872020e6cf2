package mail

import (
	"errors"
	"fmt"
	"html"
	htmltemplate "html/template"
	texttemplate "text/template"

	"claimsite/internal/locale"
)

// The funcs the templates of language lang call:
//
//	t ID [NAME VALUE]...         message ID of the catalogue, with data
//	tn ID COUNT [NAME VALUE]...  its plural form for COUNT
//	lang                         the language ("en", "es")
//	path P                       public page P in the language (/es/...)
//	strong S, link URL           S in bold, URL as a link (HTML; plain in text)
//
// In HTML a message's values are escaped, except what strong and link
// made; the catalogues' own words hold no markup (TestCatalogs).
func textFuncs(lang string) texttemplate.FuncMap {
	return texttemplate.FuncMap{
		"t": func(id string, kv ...any) (string, error) {
			data, err := pairs(kv, false)
			if err != nil {
				return "", err
			}
			return locale.T(lang, id, data)
		},
		"tn": func(id string, count any, kv ...any) (string, error) {
			data, err := pairs(kv, false)
			if err != nil {
				return "", err
			}
			return locale.N(lang, id, number(count), data)
		},
		"lang":   func() string { return lang },
		"path":   func(p string) string { return locale.Path(lang, p) },
		"strong": func(s any) string { return text(s) },
		"link":   func(u any) string { return text(u) },
	}
}

func htmlFuncs(lang string) htmltemplate.FuncMap {
	return htmltemplate.FuncMap{
		"t": func(id string, kv ...any) (htmltemplate.HTML, error) {
			data, err := pairs(kv, true)
			if err != nil {
				return "", err
			}
			s, err := locale.T(lang, id, data)
			return htmltemplate.HTML(s), err
		},
		"tn": func(id string, count any, kv ...any) (htmltemplate.HTML, error) {
			data, err := pairs(kv, true)
			if err != nil {
				return "", err
			}
			s, err := locale.N(lang, id, number(count), data)
			return htmltemplate.HTML(s), err
		},
		"lang": func() string { return lang },
		"path": func(p string) string { return locale.Path(lang, p) },
		"strong": func(s any) htmltemplate.HTML {
			return htmltemplate.HTML("<strong>" + html.EscapeString(text(s)) + "</strong>")
		},
		"link": func(u any) htmltemplate.HTML {
			e := html.EscapeString(text(u))
			return htmltemplate.HTML(`<a href="` + e + `" style="color:#12284b">` + e + `</a>`)
		},
	}
}

// pairs makes a message's data of NAME VALUE pairs; for HTML each value
// is escaped unless it is markup made by strong or link.
func pairs(kv []any, escape bool) (map[string]any, error) {
	if len(kv)%2 != 0 {
		return nil, errors.New("mail: t takes NAME VALUE pairs")
	}
	out := make(map[string]any, len(kv)/2)
	for i := 0; i < len(kv); i += 2 {
		name, ok := kv[i].(string)
		if !ok {
			return nil, fmt.Errorf("mail: t: name %v is not a string", kv[i])
		}
		v := kv[i+1]
		if v == nil {
			v = "" // a value the data left out
		}
		if escape {
			switch x := v.(type) {
			case htmltemplate.HTML:
			case string:
				v = html.EscapeString(x)
			default:
				v = html.EscapeString(text(x))
			}
		}
		out[name] = v
	}
	return out, nil
}

// text is a template value as text: "" for a value the data left out.
func text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case htmltemplate.HTML:
		return string(x)
	}
	return fmt.Sprint(v)
}

// number is a template value as a count: 0 for one the data left out.
func number(v any) int {
	switch x := v.(type) {
	case int:
		return x
	case int64:
		return int(x)
	}
	return 0
}
