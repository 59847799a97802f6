/** The hamburger flyout under 767px, and the header hiding on scroll down past 15px on small screens. */
const header = document.querySelector<HTMLElement>('[data-site-header]');
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const nav = document.getElementById('site-nav');
if (header && toggle && nav) {
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
    document.body.classList.toggle('menu-open', open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  const small = window.matchMedia('(max-width: 766.98px)');
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const hide = small.matches && y > 15 && y > last && toggle.getAttribute('aria-expanded') !== 'true';
      header.classList.toggle('is-hidden', hide);
      last = y;
    },
    { passive: true },
  );
}

export {};
