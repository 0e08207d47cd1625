/** Joins the class names that are set: `cx('sk-button', loading && 'sk-button--loading', className)`. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
