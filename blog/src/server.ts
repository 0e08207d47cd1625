// The blog service's process (docs/blog.md#the-blog-service). Foundation placeholder: the service is being built.
console.log('blog service: not built yet');
