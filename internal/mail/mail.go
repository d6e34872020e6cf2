// Package mail writes the product's e-mails from templates and sends them
// through an SMTP server (github.com/wneessen/go-mail), or, with none
// configured, to the log. It knows nothing of the queue that calls it.
package mail

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	texttemplate "text/template"
	"time"

	gomail "github.com/wneessen/go-mail"

	"claimsite/internal/locale"
)

// Message is one rendered e-mail: what the outbox stores and the sender
// sends.
type Message struct {
	Template string `json:"template"` // which template wrote it (for the log)
	To       string `json:"to"`
	Subject  string `json:"subject"`
	Text     string `json:"text"`
	HTML     string `json:"html"`
	// Attachments are files sent with the mail (an invoice's PDF): made
	// when it is sent, never kept with it.
	Attachments []Attachment `json:"-"`
	// Unsubscribe, when set, is the withdrawal the mail's headers offer
	// (List-Unsubscribe, RFC 2369, with RFC 8058's one-click POST). It
	// carries a single-use link, so it is not kept after sending.
	Unsubscribe *Unsubscribe `json:"unsubscribe,omitempty"`
}

// Unsubscribe is where a mail program withdraws the recipient: URL takes
// a one-click POST (body List-Unsubscribe=One-Click); Mailto, when set,
// is a mailto: address a program may write to instead.
type Unsubscribe struct {
	URL    string `json:"url"`
	Mailto string `json:"mailto,omitempty"`
}

// entries are the List-Unsubscribe header's entries, best first.
func (u Unsubscribe) entries() []string {
	out := []string{"<" + u.URL + ">"}
	if u.Mailto != "" {
		out = append(out, "<"+u.Mailto+">")
	}
	return out
}

// Attachment is one file a mail carries.
type Attachment struct {
	Name        string // the file name the recipient sees
	ContentType string
	Data        []byte
}

// Scrubbed is the message as kept after sending: who, what and when stay;
// the bodies and the unsubscribe headers (which may carry a single-use
// link) and files go.
func (m Message) Scrubbed() Message {
	m.Text, m.HTML, m.Attachments, m.Unsubscribe = "", "", nil, nil
	return m
}

// Site is what every mail says about the sender.
type Site struct {
	Brand     string
	PublicURL string // no trailing slash
	Phone     string
	Email     string
}

// Templates of the product's mails: NAME.subject.txt, NAME.txt, NAME.html.
//
//go:embed templates
var files embed.FS

// Composer renders mails, in English or Spanish (ComposeIn): the
// templates of a visitor's mails read their words from the catalogues of
// package locale through the func t; the others are English.
type Composer struct {
	// site gives what the mail says of the sender at the time it is
	// written: the operator may change the brand, phone or e-mail at any
	// time (package settings).
	site func() Site
	// text and html are the templates parsed once per language, each
	// with the funcs of its language (templateFuncs).
	text map[string]*texttemplate.Template
	html map[string]*htmltemplate.Template
}

// NewComposer parses the templates once; every mail names site.
func NewComposer(site Site) (*Composer, error) {
	return NewLiveComposer(func() Site { return site })
}

// NewLiveComposer parses the templates once; each mail names what site
// returns when the mail is written.
func NewLiveComposer(site func() Site) (*Composer, error) {
	c := &Composer{site: site, text: map[string]*texttemplate.Template{}, html: map[string]*htmltemplate.Template{}}
	for _, lang := range locale.Languages {
		text, err := texttemplate.New("").Funcs(textFuncs(lang)).ParseFS(files, "templates/*.txt")
		if err != nil {
			return nil, err
		}
		html, err := htmltemplate.New("").Funcs(htmlFuncs(lang)).ParseFS(files, "templates/*.html")
		if err != nil {
			return nil, err
		}
		c.text[lang], c.html[lang] = text, html
	}
	return c, nil
}

// Fixed is a composer whose mails all name the sender as site gives it
// now, read once: for mails composed where the live settings must not be
// read, such as inside a lead's transaction (store.Intake).
func (c *Composer) Fixed() *Composer {
	site := c.site()
	return &Composer{site: func() Site { return site }, text: c.text, html: c.html}
}

// Compose renders template name in English for recipient to (ComposeIn).
func (c *Composer) Compose(name, to string, data map[string]any) (Message, error) {
	return c.ComposeIn(locale.English, name, to, data)
}

// ComposeIn renders template name for recipient to in language lang
// (locale.Of: anything but Spanish is English). data is what the template
// reads besides .Site (the link, the recipient's name...).
func (c *Composer) ComposeIn(lang, name, to string, data map[string]any) (Message, error) {
	lang = locale.Of(lang)
	vars := map[string]any{"Site": c.site()}
	for k, v := range data {
		vars[k] = v
	}
	var subject, text, html bytes.Buffer
	if err := c.text[lang].ExecuteTemplate(&subject, name+".subject.txt", vars); err != nil {
		return Message{}, err
	}
	vars["Title"] = strings.TrimSpace(subject.String())
	if err := c.text[lang].ExecuteTemplate(&text, name+".txt", vars); err != nil {
		return Message{}, err
	}
	if err := c.html[lang].ExecuteTemplate(&html, name+".html", vars); err != nil {
		return Message{}, err
	}
	return Message{Template: name, To: to, Subject: vars["Title"].(string), Text: text.String(), HTML: html.String()}, nil
}

// Brand is the site's brand, as mails name the sender.
func (c *Composer) Brand() string { return c.site().Brand }

// Site is what the mails say of the sender now.
func (c *Composer) Site() Site { return c.site() }

// Link is the public URL of path with query values.
func (c *Composer) Link(path string, query url.Values) string {
	return c.LinkIn(locale.English, path, query)
}

// LinkIn is the public URL of the page path (an English path) in lang:
// its Spanish twin under /es for Spanish. Only public pages have one: an
// account page's link stays English (Link).
func (c *Composer) LinkIn(lang, path string, query url.Values) string {
	u := c.site().PublicURL + locale.Path(lang, path)
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	return u
}

// Sender delivers one message; key is stable across attempts and becomes
// the Message-ID, so a receiving system can drop a repeat.
type Sender interface {
	Send(ctx context.Context, key string, m Message) error
	// Logs reports whether messages only go to the log.
	Logs() bool
}

// ErrPermanent wraps a failure that another attempt cannot fix (the server
// refused the recipient or the message for good).
var ErrPermanent = errors.New("permanent mail failure")

// NewSender makes the sender for an SMTP URL: smtp://user:pass@host:port
// uses STARTTLS when the server offers it, smtps:// is TLS from the first
// byte. An empty URL gives the log sender.
func NewSender(smtpURL, from string, log *slog.Logger) (Sender, error) {
	if smtpURL == "" {
		return logSender{log: log}, nil
	}
	u, err := url.Parse(smtpURL)
	if err != nil {
		return nil, errors.New("mail: the SMTP URL does not parse")
	}
	opts := []gomail.Option{gomail.WithTimeout(20 * time.Second)}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		opts = append(opts, gomail.WithTLSPortPolicy(gomail.TLSOpportunistic))
		if port == "" {
			port = "587"
		}
	case "smtps":
		opts = append(opts, gomail.WithSSL())
		if port == "" {
			port = "465"
		}
	default:
		return nil, fmt.Errorf("mail: want an smtp:// or smtps:// URL, got %s://", u.Scheme)
	}
	n, err := strconv.Atoi(port)
	if err != nil {
		return nil, errors.New("mail: the SMTP port is not a number")
	}
	opts = append(opts, gomail.WithPort(n))
	if user := u.User.Username(); user != "" {
		pass, _ := u.User.Password()
		// Whatever the server offers, best first; go-mail refuses to send a
		// password in the clear unless the server is on this machine.
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(user), gomail.WithPassword(pass))
	}
	return &smtpSender{host: u.Hostname(), opts: opts, from: from}, nil
}

type smtpSender struct {
	host string
	opts []gomail.Option
	from string
}

func (s *smtpSender) Logs() bool { return false }

func (s *smtpSender) Send(ctx context.Context, key string, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("%w: sender address: %v", ErrPermanent, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("%w: recipient address refused", ErrPermanent)
	}
	msg.Subject(m.Subject)
	msg.SetMessageIDWithValue(key + "@" + messageIDDomain(s.from))
	msg.SetDate()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	if u := m.Unsubscribe; u != nil && u.URL != "" {
		msg.SetGenHeader(gomail.HeaderListUnsubscribe, u.entries()...)
		msg.SetGenHeader(gomail.HeaderListUnsubscribePost, "List-Unsubscribe=One-Click")
	}
	for _, a := range m.Attachments {
		msg.AttachReadSeeker(a.Name, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType)))
	}
	client, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return err
	}
	err = client.DialAndSendWithContext(ctx, msg)
	var sendErr *gomail.SendError
	if errors.As(err, &sendErr) && !sendErr.IsTemp() && sendErr.ErrorCode() >= 500 {
		return fmt.Errorf("%w: %v", ErrPermanent, err)
	}
	return err
}

// messageIDDomain is the domain of the sender address, for Message-IDs.
func messageIDDomain(from string) string {
	if at := strings.LastIndex(from, "@"); at >= 0 {
		d := strings.TrimRight(from[at+1:], "> ")
		if d != "" && !strings.ContainsAny(d, " <>") {
			return d
		}
	}
	return "claimsite.invalid"
}

// logSender is the sender with no SMTP server: it logs that a message
// would have gone, without its recipient or body (personal data and
// single-use links stay out of logs).
type logSender struct{ log *slog.Logger }

func (l logSender) Logs() bool { return true }

func (l logSender) Send(ctx context.Context, key string, m Message) error {
	l.log.InfoContext(ctx, "mail not sent: no SMTP server configured (CLAIMSITE_SMTP_URL)", "template", m.Template, "subject", m.Subject, "key", key)
	return nil
}
