package event

import (
	"fmt"
	"slices"

	"github.com/xiangqi-org/xqt/scoring"
)

// The team parts of the event file (docs/teams.md): the teams, a stage's
// team settings, a round's matches and line-ups, and which match and board
// a game is. They are kept apart from the rest of the mapping so the
// player-only file is untouched: toFile and fromFile call the two
// functions below once each.

type fileTeam struct {
	No      int    `yaml:"no"`
	Name    string `yaml:"name"`
	Members []int  `yaml:"members"`
	Subs    []int  `yaml:"subs,omitempty"`
	// Order is the registered order of members and substitutes together
	// when a substitute ranks among the members (12.2).
	Order []int `yaml:"order,omitempty"`
	// Withdrawn is the first round the team no longer plays (20.3, 20.4).
	Withdrawn int `yaml:"withdrawn,omitempty"`
}

type fileStageTeams struct {
	Teams     bool   `yaml:"teams,omitempty"`
	Boards    int    `yaml:"boards,omitempty"`
	Lineup    string `yaml:"lineup,omitempty"`
	TeamIDs   []int  `yaml:"team_list,omitempty"`
	TeamOrder []int  `yaml:"team_order,omitempty"`
	// TeamGroups are the groups of teams, in the shape of groups.
	TeamGroups []fileGroup `yaml:"team_groups,omitempty"`
}

type fileMatch struct {
	Match int    `yaml:"match"`
	Red   int    `yaml:"red"`
	Black int    `yaml:"black"`
	Note  string `yaml:"note,omitempty"`
	// Withdrawal is the article a team's withdrawal decided the match by.
	Withdrawal string `yaml:"withdrawal,omitempty"`
	Lots       int    `yaml:"lots,omitempty"`
}

type fileLineup struct {
	Team    int   `yaml:"team"`
	Players []int `yaml:"players"`
}

// teamsToFile writes the team parts of ev into f (made by toFile from the
// same event, so stages, rounds and games line up by index).
func teamsToFile(ev *scoring.Event, f *file) {
	for _, t := range ev.Teams {
		f.Teams = append(f.Teams, fileTeam{No: t.No, Name: t.Name, Members: t.Members, Subs: t.Subs, Order: t.Order, Withdrawn: t.Withdrawn})
	}
	for i, s := range ev.Stages {
		f.Stages[i].fileStageTeams = fileStageTeams{Teams: s.Teams, Boards: s.Boards, Lineup: s.Lineup, TeamIDs: s.TeamIDs, TeamOrder: s.TeamOrder}
		for _, g := range s.TeamGroups {
			f.Stages[i].TeamGroups = append(f.Stages[i].TeamGroups, fileGroup{ID: g.ID, Players: g.Players, Order: g.Order})
		}
	}
	for i, r := range ev.Rounds {
		fr := &f.Rounds[i]
		for j, g := range r.Games {
			fr.Games[j].Match, fr.Games[j].TeamBoard = g.Match, g.TeamBoard
		}
		for _, m := range r.Matches {
			fr.Matches = append(fr.Matches, fileMatch{Match: m.Number, Red: m.Red, Black: m.Black, Note: m.Note,
				Withdrawal: string(m.Withdrawal), Lots: m.Lots})
		}
		fr.TeamByes = r.TeamByes
		for _, l := range r.Lineups {
			fr.Lineups = append(fr.Lineups, fileLineup{Team: l.Team, Players: l.Players})
		}
	}
}

// teamsFromFile reads the team parts of f into ev (made by fromFile) and
// checks them: team numbers and names unique, members known players in one
// team only, a team stage's boards set, matches between known teams, each
// board game part of a listed match.
func teamsFromFile(f *file, ev *scoring.Event, c *checker) {
	known := func(no int) bool { return ev.Player(no) != nil }
	teamOf := map[int]string{}
	nos, names := map[int]bool{}, map[string]bool{}
	for i, ft := range f.Teams {
		path := at("teams", i)
		switch {
		case ft.No <= 0 || nos[ft.No]:
			c.add(path, "team %q has number %d, missing or used twice: teams are numbered 1, 2, 3...", ft.Name, ft.No)
		case ft.Name == "" || names[ft.Name]:
			c.add(path, "team %d has no name or the name of another team", ft.No)
		}
		nos[ft.No], names[ft.Name] = true, true
		for _, no := range append(slices.Clone(ft.Members), ft.Subs...) {
			if !known(no) {
				c.add(path, "team %s: unknown player %d", ft.Name, no)
			} else if other, dup := teamOf[no]; dup {
				c.add(path, "player %d is in teams %s and %s: a player plays for one team", no, other, ft.Name)
			}
			teamOf[no] = ft.Name
		}
		if ft.Withdrawn < 0 {
			c.add(append(path, "withdrawn"), "team %s: withdrawn must be a round number", ft.Name)
		}
		if len(ft.Order) > 0 {
			reg, order := append(slices.Clone(ft.Members), ft.Subs...), slices.Clone(ft.Order)
			slices.Sort(reg)
			slices.Sort(order)
			if !slices.Equal(reg, order) {
				c.add(append(path, "order"), "team %s: order must list every member and substitute once (the registered order of 12.2), got %v for members %v and subs %v", ft.Name, ft.Order, ft.Members, ft.Subs)
			}
		}
		ev.Teams = append(ev.Teams, scoring.Team{No: ft.No, Name: ft.Name, Members: ft.Members, Subs: ft.Subs, Order: ft.Order, Withdrawn: ft.Withdrawn})
	}
	for i, fs := range f.Stages {
		if i >= len(ev.Stages) {
			break
		}
		st := &ev.Stages[i]
		t := fs.fileStageTeams
		st.Teams, st.Boards, st.Lineup, st.TeamIDs, st.TeamOrder = t.Teams, t.Boards, t.Lineup, t.TeamIDs, t.TeamOrder
		path := at("stages", i)
		if t.Teams && t.Boards < 1 {
			c.add(path, "stage %s: a team stage needs boards (how many players a team puts out, e.g. boards: 4)", st.ID)
		}
		if t.Lineup != "" && !slices.Contains(scoring.Lineups, t.Lineup) {
			c.add(append(path, "lineup"), "stage %s: unknown lineup %q: use %v", st.ID, t.Lineup, scoring.Lineups)
		}
		for _, no := range append(slices.Clone(t.TeamIDs), t.TeamOrder...) {
			if !nos[no] {
				c.add(path, "stage %s: unknown team %d", st.ID, no)
			}
		}
		inGroup := map[int]string{}
		for _, g := range t.TeamGroups {
			for _, no := range append(slices.Clone(g.Players), g.Order...) {
				if !nos[no] {
					c.add(path, "stage %s, group %s: unknown team %d", st.ID, g.ID, no)
				}
			}
			for _, no := range g.Players {
				if other, dup := inGroup[no]; dup {
					c.add(path, "stage %s: team %d is in groups %s and %s: a team is in one group", st.ID, no, other, g.ID)
				}
				inGroup[no] = g.ID
			}
			st.TeamGroups = append(st.TeamGroups, scoring.Group{ID: g.ID, Players: g.Players, Order: g.Order})
		}
	}
	for i, fr := range f.Rounds {
		if i >= len(ev.Rounds) {
			break
		}
		r := &ev.Rounds[i]
		path := at("rounds", i)
		matches := map[int]bool{}
		for k, fm := range fr.Matches {
			if fm.Match <= 0 || matches[fm.Match] {
				c.add(path, "round %d: match number %d is missing or used twice", r.Number, fm.Match)
			}
			matches[fm.Match] = true
			if !nos[fm.Red] || !nos[fm.Black] || fm.Red == fm.Black {
				c.add(path, "round %d, match %d: teams %d and %d must be two known teams", r.Number, fm.Match, fm.Red, fm.Black)
			}
			note, w := c.withdrawalFromFile(append(append([]any{}, path...), "matches", k), fmt.Sprintf("round %d, match %d", r.Number, fm.Match), fm.Note, fm.Withdrawal)
			r.Matches = append(r.Matches, scoring.TeamMatch{Number: fm.Match, Red: fm.Red, Black: fm.Black, Note: note, Withdrawal: w, Lots: fm.Lots})
		}
		for j, g := range fr.Games {
			if j < len(r.Games) {
				r.Games[j].Match, r.Games[j].TeamBoard = g.Match, g.TeamBoard
			}
			if g.Match != 0 && !matches[g.Match] {
				c.add(append(path, "games", j), "round %d, board %d: match %d is not listed under matches", r.Number, g.Board, g.Match)
			}
		}
		for _, no := range fr.TeamByes {
			if !nos[no] {
				c.add(path, "round %d: unknown team %d has the bye", r.Number, no)
			}
		}
		r.TeamByes = fr.TeamByes
		for _, fl := range fr.Lineups {
			if !nos[fl.Team] {
				c.add(path, "round %d: a line-up for unknown team %d", r.Number, fl.Team)
			}
			r.Lineups = append(r.Lineups, scoring.Lineup{Team: fl.Team, Players: fl.Players})
		}
	}
}
