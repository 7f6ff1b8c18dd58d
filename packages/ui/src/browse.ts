// Browsing controls of @site/ui (#8): filters bars and menus, category multi-select, search box and comments.
// Each component lives in its own PascalCase folder; export it here.
export {};
