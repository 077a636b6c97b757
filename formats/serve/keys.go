package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"time"
)

// Role is what a link may do.
type Role string

// The roles of a link.
const (
	// Organiser sees and does everything: makes and revokes links, decides
	// conflicts, corrects results of a closed round.
	Organiser Role = "organiser"
	// Results enters results of the current round, on all boards or on a
	// range of boards.
	Results Role = "results"
	// Screen shows the pairings and results; it changes nothing.
	Screen Role = "screen"
	// Checkin ticks players present on the check-in page 点名 (checkin.go).
	Checkin Role = "checkin"
)

// roleLabel is the role as the pages show it, in Chinese and English.
func roleLabel(r Role) string {
	switch r {
	case Organiser:
		return "编排长 organiser"
	case Results:
		return "录入成绩 results"
	case Screen:
		return "大屏 screen"
	case Checkin:
		return "点名 check-in"
	}
	return string(r)
}

// Link is one key handed out: to the organiser, a helper or a screen.
type Link struct {
	ID       string // public handle, in the organiser's page and URLs; not the secret
	Name     string // who holds it; the change log records it as the user
	Role     Role
	From, To int // Results: the boards it may enter, 0 0 for all
	// Round is the one round a one-board link (a result slip's QR code)
	// may enter, 0 for a link of the current round, whichever it is.
	Round int
	// Match marks a one-board link of a team match: From is the match.
	Match   bool
	Created time.Time
	Revoked bool
	hash    [32]byte // sha256 of the secret; the secret itself is not kept
}

// Boards describes the boards a results link covers.
func (l *Link) Boards() string {
	if l.Role != Results {
		return ""
	}
	if l.From == 0 {
		return "全部 all"
	}
	if l.Round != 0 && l.Match {
		return fmt.Sprintf("第%d轮 第%d场 round %d match %d", l.Round, l.From, l.Round, l.From)
	}
	if l.Round != 0 {
		return fmt.Sprintf("第%d轮 第%d台 round %d board %d", l.Round, l.From, l.Round, l.From)
	}
	return fmt.Sprintf("%d-%d", l.From, l.To)
}

// mayEnterOn reports whether l may enter a result on board of round: a
// one-board link only in its round.
func (l *Link) mayEnterOn(round, board int) bool {
	return (l.Round == 0 || l.Round == round) && l.mayEnter(board)
}

// mayEnter reports whether l may enter a result on board.
func (l *Link) mayEnter(board int) bool {
	switch l.Role {
	case Organiser:
		return true
	case Results:
		return l.From == 0 || (board >= l.From && board <= l.To)
	}
	return false
}

// newSecret is 32 random bytes (256 bits) from crypto/rand, URL-safe.
func newSecret() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("no random secret for a link: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// newID is a short random public handle of a link.
func newID() (string, error) {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("no random id for a link: %w", err)
	}
	return hex.EncodeToString(b), nil
}

func hashOf(secret string) [32]byte { return sha256.Sum256([]byte(secret)) }
