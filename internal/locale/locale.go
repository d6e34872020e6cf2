// Package locale holds what the server says to visitors in their language
// (issue 25, decision 066): the message catalogues of the visitors' mails
// and of the public answers, in English and Spanish (es-US), read through
// go-i18n (CLDR plural rules), and dates written for each language
// (month names from goodsign/monday). Both catalogues are embedded; a
// test fails when a key is in one and not the other.
package locale

import (
	"embed"
	"fmt"
	"strings"
	"time"

	"github.com/goodsign/monday"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The languages: the same codes as webui.English and webui.Spanish.
const (
	English = "en"
	Spanish = "es"
)

// Languages are the languages a visitor is written to, English first.
var Languages = []string{English, Spanish}

// Valid reports whether lang is one of Languages.
func Valid(lang string) bool { return lang == English || lang == Spanish }

// Of is lang when it is Spanish, else English: what a stored or empty
// language is written in.
func Of(lang string) string {
	if lang == Spanish {
		return Spanish
	}
	return English
}

// Path is an English public page path in lang: the Spanish twin is /es
// plus its path (webui.PathIn; a test in httpapi keeps them equal).
func Path(lang, p string) string {
	if Of(lang) != Spanish {
		return p
	}
	if p == "/" {
		return "/es"
	}
	return "/es" + p
}

//go:embed catalog/*.json
var catalogs embed.FS

// Catalog files, one per language.
var catalogFiles = map[string]string{English: "catalog/en.json", Spanish: "catalog/es.json"}

var (
	bundle     *i18n.Bundle
	localizers = map[string]*i18n.Localizer{}
)

func init() {
	bundle = i18n.NewBundle(language.English)
	for _, lang := range Languages {
		if _, err := bundle.LoadMessageFileFS(catalogs, catalogFiles[lang]); err != nil {
			panic(fmt.Sprintf("locale: catalog %s: %v", lang, err))
		}
		localizers[lang] = i18n.NewLocalizer(bundle, lang)
	}
}

// T is message id in lang with data (names to values); a message that
// does not render is an error (a test renders them all).
func T(lang, id string, data map[string]any) (string, error) {
	return localizers[Of(lang)].Localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: data})
}

// N is message id in lang for count (its plural form by CLDR's rules for
// lang), with data; .Count is count.
func N(lang, id string, count int, data map[string]any) (string, error) {
	all := map[string]any{"Count": count}
	for k, v := range data {
		all[k] = v
	}
	return localizers[Of(lang)].Localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: all, PluralCount: count})
}

// Must is T for messages known to exist and take no data it could lack:
// the answers of the public routes. A missing one is a programming error a
// test catches; it falls back on the id rather than fail a request.
func Must(lang, id string, data map[string]any) string {
	s, err := T(lang, id, data)
	if err != nil {
		return id
	}
	return s
}

// Date writes day t in lang: "March 3, 2026" or "3 de marzo de 2026".
func Date(t time.Time, lang string) string {
	if Of(lang) == Spanish {
		return monday.Format(t, "2 de January de 2006", monday.LocaleEsES)
	}
	return t.Format("January 2, 2006")
}

// Moment writes t in zone, with the zone named: "March 3, 2026 at 2:15 PM
// EST (America/New_York)" or "3 de marzo de 2026, 2:15 p. m. EST
// (America/New_York)".
func Moment(t time.Time, zone *time.Location, lang string) string {
	t = t.In(zone)
	clock := t.Format("3:04")
	period := "format.am"
	if t.Hour() >= 12 {
		period = "format.pm"
	}
	s, err := T(lang, "format.moment", map[string]any{
		"Date": Date(t, lang), "Time": clock + " " + Must(lang, period, nil), "Zone": t.Format("MST"), "ZoneName": zone.String(),
	})
	if err != nil {
		return t.Format("January 2, 2006 at 3:04 PM MST") + " (" + zone.String() + ")"
	}
	return strings.TrimSpace(s)
}
