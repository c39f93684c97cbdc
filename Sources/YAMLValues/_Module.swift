// The YAMLValues module; its owner replaces this file with the module's first real source.
