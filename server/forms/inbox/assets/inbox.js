// The inbox's one script (docs/inbox.md): the print page's «Печать» button, shown only when
// scripts run (without them the browser's own print still works). Everything else is HTML forms.
document.addEventListener('DOMContentLoaded', () => {
  const button = document.querySelector('[data-print]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => window.print());
});
