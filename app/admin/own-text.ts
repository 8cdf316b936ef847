import { useRef, useState } from 'react';

// A text field of a Decap widget keeps its own value (docs/web-editor.md, «A page's text»). Decap
// hands a change back through its store and draws the widget again later, in its own React, with
// the value it was sent — one keystroke or more behind when the editor types fast. A field
// controlled by that late value is set to it, and the browser puts the caret at the end: «Искитиме»
// typed into became «ИсАкитиме» with the rest at the end. So the field shows the text it has, and
// takes Decap's value only when it is none of the values it sent: another entry, a reset, a draft.

/** the text to show and the change to call with the field's new text */
export function useOwnText(value: string, onChange: (value: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  // the values sent to Decap that have not come back yet, oldest first
  const sent = useRef<string[]>([]);
  const lastValue = useRef(value);
  if (value !== lastValue.current) {
    lastValue.current = value;
    // Decap's values come back in the order they were sent; one may be skipped
    const echo = sent.current.indexOf(value);
    if (echo >= 0) sent.current.splice(0, echo + 1);
    else {
      sent.current = [];
      if (value !== text) setText(value);
    }
  }
  const change = (next: string) => {
    sent.current.push(next);
    setText(next);
    onChange(next);
  };
  return [text, change];
}
