extension KnowledgeStore {
    /// Opens the store a `--db` value names, or the default one when there is none (`StoreLocation`),
    /// whose folders alone may be created: the one way both executables turn `--db` into a store.
    public convenience init(choosing explicit: String?, access: Access) throws(StoreError) {
        let location = StoreLocation.choose(explicit: explicit)
        try self.init(path: location.path, createsFolder: location.isDefault, access: access)
    }
}
