package main
import (
_ "github.com/spf13/cobra"
_ "github.com/spf13/viper"
_ "github.com/xuri/excelize/v2"
_ "go.yaml.in/yaml/v3"
_ "github.com/google/go-cmp/cmp"
_ "github.com/rogpeppe/go-internal/testscript"
_ "github.com/mattn/go-runewidth"
_ "github.com/google/renameio/v2"
_ "github.com/gofrs/flock"
)
func main(){}
