// Radio groups of buttons on the browser page (src/web/page.html): an
// element with role="radiogroup" around <button role="radio" aria-checked>s
// (the puzzle picker, the list of cases, the board editor's tools). They
// are buttons, not <input type="radio">, to look like the page's other
// buttons; so the keyboard behaviour that a native radio group has is made
// here, as WAI-ARIA's radio group pattern gives it:
//  - the group is one stop for Tab, on its checked button (the first enabled
//    one when none is checked): Tab leaves the group, not the next button;
//  - the arrow keys (Right and Down forward, Left and Up back, round the
//    ends) move the focus to the next enabled button and press it, which
//    checks it, as an arrow key checks a native radio;
//  - Space presses the focused button, as it does any button.
// The buttons may be replaced at any time (the page redraws them); the tab
// stop follows aria-checked by itself.
"use strict";
const gridsolveRadioGroup = (() => {
  const RADIO = '[role="radio"]';
  const STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const enabledRadios = (group) => [...group.querySelectorAll(RADIO)].filter((radio) => !radio.disabled);

  // Gives the group's one tab stop to its checked button.
  function moveTabStop(group) {
    const radios = enabledRadios(group);
    const stop = radios.find((radio) => radio.getAttribute("aria-checked") === "true") ?? radios[0];
    for (const radio of group.querySelectorAll(RADIO)) radio.tabIndex = radio === stop ? 0 : -1;
  }

  function wire(group) {
    group.addEventListener("keydown", (e) => {
      const step = STEPS[e.key];
      if (!step || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const radios = enabledRadios(group), at = radios.indexOf(e.target.closest(RADIO));
      if (at < 0) return;
      // Taken here: elsewhere on the page the arrow keys step the replay
      // (src/page/replay.js passes over a key taken already).
      e.preventDefault();
      const next = radios[(at + step + radios.length) % radios.length];
      // Focused before it is pressed: a press that redraws the group (the
      // editor's tools) gives the focus back to the redrawn button.
      next.focus();
      next.click();
    });
    // The buttons and which one is checked change in the page's own code
    // (a solve lists its cases, a tool is chosen): the tab stop follows.
    new MutationObserver(() => moveTabStop(group))
      .observe(group, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-checked", "disabled"] });
    moveTabStop(group);
  }

  return { wire };
})();
