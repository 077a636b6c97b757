package scoring

import (
	"fmt"
	"slices"
	"strings"
)

// Player is one entrant, known by a start number 序号 that never changes once
// the event has begun.
type Player struct {
	No     int    // start number 序号, from 1
	Name   string // as printed, UTF-8
	NameEn string // optional latin spelling
	Club   string // club, school or work unit 单位
	Team   string // team, for team rankings
	Group  string // group 小组, for group stages
	Rating int    // 等级分, 0 when unrated
	Sex    string
	ID     string // a national or FIDE id, optional

	// Withdrawn is the first round the player no longer plays (0: still in).
	// Article 20.3 (round robin) and 20.4 (Swiss) decide what happens to
	// the results; see Records.
	Withdrawn int
	// Joined is the first round of the event the player takes part in: a
	// late entry 补报 added after round Joined-1 was paired (0: from the
	// start). Earlier rounds count as absences, and checks do not ask why
	// the player was not paired in them.
	Joined int
	// Penalty under article 18.4: "warning" 警告 or "disqualified" 取消资格
	// sends the player to the bottom of their tie.
	Penalty string
}

// Game is one pairing on one board of a round: a single game, or a match of
// several games between the same two players (knockout, two-game pairings).
type Game struct {
	Board int
	Red   int // start number of the player listed first, who plays red in game 1
	Black int
	// Result is the result from red's view. For a match of several games it
	// is the match result, derived from Games by the match format.
	Result     Result
	RedFouls   int // fouls 犯规 (article 9) of the red player
	BlackFouls int
	Games      []MatchGame // the games of a match; nil for a single game
	Note       string      // the organiser's words
	// Withdrawal is the rule by which a player's withdrawal decided the
	// game (a forfeit won by the opponent, or a game 20.3 cancels); ""
	// for a game no withdrawal decided.
	Withdrawal Withdrawal
	// Group is the group 小组 of a group stage the game belongs to; boards
	// are numbered across the whole round, groups in order.
	Group string
	// Chooser is the player who won the colour lot 猜先 and chose colour
	// for game 1; 0 when colours came from a card, a table or the tool.
	// Armageddon colour goes to the other player (docs/rules.md section 3).
	Chooser int
	// Lots is the player who won the drawing of lots 抽签 that decided a
	// match still tied after every game its format allows; 0 otherwise.
	Lots int
	// LotsSeed is the seed the tool drew those lots with; 0 when they were
	// drawn by hand in the hall.
	LotsSeed int64
	// Match is the team match 场 of the round the game is a board of (a
	// team stage), 0 otherwise; TeamBoard is its board within the match,
	// from 1 (Board stays the table number across the round).
	Match     int
	TeamBoard int
	// Corrected are the results the game had before corrections made
	// after a later round was paired, oldest first (see AsPaired).
	Corrected []Correction
}

// MatchGame is one game of a multi-game match.
type MatchGame struct {
	Red    int    // start number of the player with red in this game
	Result Result // from this game's red player's view
	Kind   string // "", "rapid", "blitz", "armageddon", "extra"
	Fouls  [2]int // red's and black's fouls
	Note   string
}

// Card is one card of a knockout card draw (docs/rules.md section 6): the player
// holding it, its number, and its suit; the K card (Number 0, Side NoSide)
// gives a bye.
type Card struct {
	Player int
	Number int  // 1..m/2; 0 for the K
	Side   Side // red-suited or black-suited; NoSide for the K
}

// Round is one round of the event: its games, byes and absences, and the
// seed of any random draw that made it.
type Round struct {
	Number int    // 1-based over the whole event
	Stage  string // id of the stage the round belongs to
	Games  []Game
	// Byes are pairing-allocated byes 轮空, scored as a win (Table.Bye).
	Byes []int
	// HalfByes are byes a player asked for, scored as Table.HalfBye.
	HalfByes []int
	// Absent players are not paired this round and score Table.ZeroBye.
	Absent []int
	Seed   int64  // seed of the random draw for this round, if any
	Cards  []Card // the card draw, if the round was paired by cards
	// Notes are facts of how the round was paired (RoundNote).
	Notes []RoundNote
	// Matches are the team matches of a team stage's round; their boards
	// are the Games with the same Match. TeamByes are teams with the bye.
	Matches  []TeamMatch
	TeamByes []int
	// Lineups are the line-ups teams gave for the round ('xqt lineup');
	// a team without one plays its registered order (Event.TeamLineup).
	Lineups []Lineup
}

// System is a stage's pairing system (article 11), by its id. The systems
// a stage may use, with their labels and help, are pairing.Catalogue.
type System string

// The ids of the systems scoring's own rules name (their rules are
// Systems).
const (
	RoundRobin System = "round-robin" // 循环赛, Berger tables
	Swiss      System = "swiss"       // 积分编排制
	Knockout   System = "knockout"    // 淘汰赛, brackets or card draws
	Ladder     System = "ladder"      // 阶梯赛: a step-ladder final, one place a match
)

// Elimination reports whether every match of the stage must have a winner
// and players are ranked by how far they got, not by points (a knockout, a
// step-ladder), as the stage's system says (SystemRules.Elimination).
func (s *Stage) Elimination() bool { return s.Rules().Elimination }

// Scheduled reports whether the stage plays a fixed table (a round robin):
// everyone has the bye once, so it scores nothing, and a withdrawal follows
// article 20.3; as the stage's system says (SystemRules.Scheduled).
func (s *Stage) Scheduled() bool { return s.Rules().Scheduled }

// Group is one group 小组 of a group stage (article 11.3) or one section
// (男子组, 女子组) of a stage whose sections never meet: its players and,
// once its first round is paired, its table order.
type Group struct {
	ID      string // "A", "B", ... or the section's name
	Players []int  // start numbers, in seeding order
	Order   []int  // table order (Berger number 1 first), fixed at round 1
}

// Stage is one phase of an event with its own system, rounds and ranking:
// a whole single-stage event, or 预赛/复赛/决赛 of a multi-stage one.
type Stage struct {
	ID     string // short id used in rounds ("main", "groups", "final")
	Name   string
	System System
	Rounds int // number of rounds planned (0: as the system decides)
	Cycles int // round robin: 1 single, 2 double 双循环
	// Numbering of start numbers for the table: "roster" (file order),
	// "rating", or "draw" (seeded lot, recorded in Seed).
	Numbering string
	Seed      int64
	Points    string   // points table preset for this stage; "" = the event's
	Tiebreaks []string // preset name or criteria ids, in ranking order
	Match     string   // match format id: "single", "best-of-3", ...
	Players   []int    // entrants of this stage by start number; nil = all
	// Order is the start numbers in table order (Berger number 1 first),
	// fixed when the stage's first round is paired.
	Order []int
	// Options holds system-specific settings as key/value text, so a system
	// can grow settings without changing the file schema.
	Options map[string]string

	// From names where the stage's players come from: "" for the roster
	// (Players, or everyone), else the id of an earlier stage.
	From string
	// Qualify says who goes on from From (docs/stages.md): "" everyone
	// left, "N" the top N (a knockout: the N players left), "topN-per-group",
	// or "list" (the organiser's list, given with 'xqt advance --player').
	Qualify string
	// QualifyAfter ranks From after this round of it (0: its last round),
	// e.g. a Swiss whose top N go on after round 7.
	QualifyAfter int
	// GroupCount splits the stage's players into this many groups 小组,
	// each with its own table (0 or 1: one table).
	GroupCount int
	// Seeding is how players are put into groups: "snake" (serpentine on
	// the previous stage's places or on rating), "random" (a seeded draw,
	// recorded in Seed), "sections" (by Player.Group, groups never meet),
	// "crossover" (group places A1, B1, A2, B2...: a knockout of them pairs
	// A1-B2 and B1-A2).
	Seeding string
	// Groups are the groups once the stage is seeded.
	Groups []Group
	// Until stops a knockout when this many players are left (the card-draw
	// knockout of 23 that stops at 12).
	Until int
	// Closed is set by 'xqt advance' when the next stage was seeded from
	// this one: its results then decide who qualified.
	Closed bool

	// Teams makes the stage a team stage (article 12): the system pairs
	// teams (Event.Teams), each match played on Boards boards under the
	// Lineup rule (LineupFixed when empty). TeamIDs are the stage's teams
	// by number (nil: every team); TeamOrder is their table order, fixed at
	// the first round as Order is for players.
	Teams     bool
	Boards    int
	Lineup    string
	TeamIDs   []int
	TeamOrder []int
	// TeamGroups are the groups 小组 of a team stage: team numbers, each
	// group with its own table (Groups stays empty: it holds players).
	TeamGroups []Group
}

// GroupOf returns the group of a stage that player no is in, or nil.
func (s *Stage) GroupOf(no int) *Group {
	for i := range s.Groups {
		if slices.Contains(s.Groups[i].Players, no) {
			return &s.Groups[i]
		}
	}
	return nil
}

// FindGroup returns the group with the given id, or nil.
func (s *Stage) FindGroup(id string) *Group {
	for i := range s.Groups {
		if s.Groups[i].ID == id {
			return &s.Groups[i]
		}
	}
	return nil
}

// Event is a whole tournament: the single source of truth kept in one file.
type Event struct {
	Name      string
	NameEn    string
	Site      string
	Organizer string
	Arbiter   string
	Start     string // YYYY-MM-DD
	End       string
	Edition   string // rules edition: "cxa2011" (default) or "cxa1999"
	// Level and Section place the event for the title rules 等级称号 (one
	// of Levels; Section one of Sections or one per group, as
	// SectionsByGroup reads it; "" when not given): a provincial
	// individual event's first sixteen reach 二级棋士 (docs/print.md).
	Level, Section string
	// Certificate is the organiser's text of the certificates 奖状, with
	// {name}, {club}, {place}, {event}, {date}, {organizer} filled in; ""
	// for the default text (docs/print.md).
	Certificate string
	Points      Table
	Players     []Player
	Stages      []Stage
	Rounds      []Round
	// Teams are the teams of a team event, or the teams (branches,
	// schools) an individual event also ranks (docs/teams.md).
	Teams []Team
	// CheckIn is the roll call of a round while it is open (nil: none).
	CheckIn *CheckIn
	// Log is every change made to the event file, oldest first.
	Log []Change
}

// Levels are the levels of event the title rules know, highest first:
// 全国, 省、自治区、直辖市、行业体协, 计划单列市, 省辖市、地区、自治州, 县级.
var Levels = []string{"national", "province", "planned-city", "city", "county"}

// Sections are the sections 组别 of an event the title rules know: the
// individual event 个人赛 (at national level its A group 甲组), the
// national individual B group 乙组, and the junior groups 少年赛甲组 to 丁组.
var Sections = []string{"individual", "individual-B", "junior-A", "junior-B", "junior-C", "junior-D"}

// SectionsByGroup reads an event's section setting: one section for the
// whole event ("junior-A"), or one per group of sections written
// "GROUP=SECTION" and separated by commas ("甲组=junior-A, 乙组=junior-B"),
// a group without "=" giving the default. The map's "" key is the default.
func SectionsByGroup(s string) (map[string]string, error) {
	out := map[string]string{}
	for _, part := range strings.Split(strings.ReplaceAll(s, "，", ","), ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		group, sec, ok := strings.Cut(part, "=")
		if !ok {
			group, sec = "", part
		}
		group, sec = strings.TrimSpace(group), strings.TrimSpace(sec)
		if !slices.Contains(Sections, sec) {
			return nil, fmt.Errorf("unknown section %q: use one of %s, or GROUP=SECTION for each group (甲组=junior-A, 乙组=junior-B)", sec, strings.Join(Sections, ", "))
		}
		if _, dup := out[group]; dup {
			if group == "" {
				return nil, fmt.Errorf("section %q: give one section, or one per group", s)
			}
			return nil, fmt.Errorf("section %q: group %s is given twice", s, group)
		}
		out[group] = sec
	}
	return out, nil
}

// Player returns the player with start number no, or nil.
func (e *Event) Player(no int) *Player {
	for i := range e.Players {
		if e.Players[i].No == no {
			return &e.Players[i]
		}
	}
	return nil
}

// Stage returns the stage with the given id, or nil.
func (e *Event) Stage(id string) *Stage {
	for i := range e.Stages {
		if e.Stages[i].ID == id {
			return &e.Stages[i]
		}
	}
	return nil
}

// StageRounds returns the rounds of a stage, in order.
func (e *Event) StageRounds(id string) []Round {
	var rs []Round
	for _, r := range e.Rounds {
		if r.Stage == id {
			rs = append(rs, r)
		}
	}
	return rs
}

// CurrentStage returns the stage the next round belongs to: the first
// stage not closed by 'xqt advance' (the last stage when all are).
func (e *Event) CurrentStage() *Stage {
	if len(e.Stages) == 0 {
		return nil
	}
	for i := range e.Stages {
		if !e.Stages[i].Closed {
			return &e.Stages[i]
		}
	}
	return &e.Stages[len(e.Stages)-1]
}

// TableFor returns the points table of a stage: its own preset if it names
// one, the event's table otherwise.
func (e *Event) TableFor(st *Stage) Table {
	if st != nil && st.Points != "" {
		if t, err := Preset(st.Points); err == nil {
			return t
		}
	}
	return e.Points
}

// Missing lists the boards of a round that have no result yet.
func (r *Round) Missing() []int {
	var boards []int
	for _, g := range r.Games {
		if g.Result == NoResult {
			boards = append(boards, g.Board)
		}
	}
	return boards
}
