// Package serve is the event-day web server of 'xqt serve' (docs/serve.md):
// pages for the organiser, for the helpers who enter results or check
// players in from their phones and for the screens in the hall, all read
// from the one event file.
//
// The server writes nothing itself: results go through the EnterAll (or
// Enter) function it is given, which is the command line's own code path
// (the lock, the checks and the change log of 'xqt result'), several
// entries to a save; the check-in and the organiser's steps go through the
// command line's verbs. One writer goroutine runs them all in turn. Keys
// are random secrets held in memory; every write is a POST that needs a
// key with the right and passes a same-origin check.
package serve
