// Command xqt pairs and ranks xiangqi (Chinese chess) tournaments.
package main

import (
	"os"

	"github.com/xiangqi-org/xqt/cmd"
)

func main() { os.Exit(cmd.Main()) }
