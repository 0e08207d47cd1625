// Stylesheets are handled by webpack's css loader (and stubbed in jest).
declare module '*.css';
