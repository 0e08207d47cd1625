export { AreaError, type AreaErrorProps } from './area-error';
export { Button, type ButtonProps } from './button';
export { NotFound, type NotFoundProps } from './not-found';
export { type ApiSeo, applyHead, type ClientHead, useApiHead } from './page-head';
export { PageTitle, type PageTitleProps, SITE_NAME } from './page-title';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { visuallyHidden } from './styles';
