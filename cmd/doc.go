// Package cmd is the xqt command line: one file per verb, each with an
// options struct, a newCmdX constructor and a runX function. It is the only
// package that imports cobra or viper, prints, or chooses an exit code.
//
// Exit codes: 0 ok, 1 unexpected error, 2 usage, 3 invalid input (a bad event
// file, result, roster...), 4 no legal pairing, 5 event file locked.
package cmd
