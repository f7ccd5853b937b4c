# Sourced by the form recordings' drivers (after scripts/xvfb-lib.sh): opens the form from
# the root, the way a person does: Text sheet, then Next on its first page, then the Form
# link on page 2, each given time to arrive.
open_form() {
  press 195 223
  release 195 223
  pause 0.7
  press 335 457
  release 335 457
  pause 0.7
  press 330 334
  release 330 334
  pause 0.8
}
