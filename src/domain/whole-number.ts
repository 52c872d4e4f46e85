// Whole numbers as en-GB writes them ('1,200'), by hand: a page's first Intl number formatter loads its locale
// data, which at a slow phone's speed (4x CPU) took 50 ms as the app loaded (the racer limits' messages) and 80 ms
// of the Dashboard's first draw (its tyre counts); bench/README.md, Lighthouse.
export const wholeNumberText = (n: number): string =>
  Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-GB');
